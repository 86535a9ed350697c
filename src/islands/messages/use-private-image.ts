import { useEffect, useState } from 'react';
import { privateImageUrl } from '@/client/private-image';

/** A private image's object URL while the component shows it (revoked after); 'failed' when it could not be fetched. */
export function usePrivateImage(key: string): string | 'failed' | null {
  const [url, setUrl] = useState<string | 'failed' | null>(null);
  useEffect(() => {
    const abort = new AbortController();
    let made: string | null = null;
    privateImageUrl(key, abort.signal).then(
      (objectUrl) => {
        made = objectUrl;
        setUrl(objectUrl);
      },
      () => !abort.signal.aborted && setUrl('failed'),
    );
    return () => {
      abort.abort();
      if (made) URL.revokeObjectURL(made);
    };
  }, [key]);
  return url;
}
