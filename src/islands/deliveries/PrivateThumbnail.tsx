import { usePrivateImage } from '../messages/use-private-image';

/** A delivery photo as a small square, fetched with the Bearer token; the full photo opens in a new tab. */
export function PrivateThumbnail({ photoKey, alt }: { photoKey: string; alt: string }) {
  const url = usePrivateImage(photoKey);
  if (url === null) return <span role="img" aria-label={alt} className="block size-20 animate-pulse rounded-md bg-muted" />;
  if (url === 'failed') return <span role="img" aria-label={alt} className="block size-20 rounded-md border border-dashed" />;
  return (
    <a
      href={url}
      target="_blank"
      rel="noreferrer"
      className="block rounded-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      <img src={url} alt={alt} className="size-20 rounded-md border object-cover" />
    </a>
  );
}
