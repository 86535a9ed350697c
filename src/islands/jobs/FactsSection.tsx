import type { ReactNode } from 'react';
import { DetailList, type Detail } from '@/components/app/DetailList';

/** A bordered section of label–value rows with its heading, and what acts on them below (a button). */
export function FactsSection({ heading, rows, children }: { heading: string; rows: Detail[]; children?: ReactNode }) {
  return (
    <section className="grid content-start gap-3 rounded-lg border p-4">
      <h3 className="font-semibold">{heading}</h3>
      <DetailList items={rows} className="text-sm" />
      {children}
    </section>
  );
}
