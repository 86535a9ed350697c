import { useTranslation } from 'react-i18next';
import { useFormat } from '@/client/use-format';
import { TableOrCards } from '@/components/app/TableOrCards';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { TransportItem } from './types';

/** The items as a table from medium screens up, as a list on phones. */
export function TransportItems({ items }: { items: TransportItem[] }) {
  const { t } = useTranslation('transports');
  const { number: n } = useFormat();
  return (
    <section className="grid gap-2" aria-labelledby="transport-items-heading">
      <h3 id="transport-items-heading" className="font-semibold">
        {t('items.heading')}
      </h3>
      <TableOrCards
        fits="items"
        table={
          <Table aria-labelledby="transport-items-heading">
            <TableHeader>
              <TableRow>
                <TableHead>{t('items.description')}</TableHead>
                <TableHead>{t('items.type')}</TableHead>
                <TableHead className="text-right">{t('items.quantity')}</TableHead>
                <TableHead className="text-right">{t('items.weight')}</TableHead>
                <TableHead>{t('items.dimensions')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {items.map((item) => (
                <TableRow key={item.id}>
                  <TableCell className="min-w-48 whitespace-normal">{item.description}</TableCell>
                  <TableCell>{t(`itemType.${item.type}`)}</TableCell>
                  <TableCell className="text-right tabular-nums">{n(item.quantity)}</TableCell>
                  <TableCell className="text-right tabular-nums">{t('unit.kg', { value: n(item.weightKg) })}</TableCell>
                  <TableCell className="tabular-nums">
                    {t('items.dimensionsValue', { width: n(item.widthCm), height: n(item.heightCm), length: n(item.lengthCm) })}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        }
        cards={
          <ul className="grid gap-2 @2xl/list:grid-cols-2">
            {items.map((item) => (
              <li key={item.id} className="grid gap-1 rounded-lg border p-3 text-sm">
                <p className="font-medium">
                  {item.quantity} × {item.description}
                </p>
                <p className="text-muted-foreground">
                  {t(`itemType.${item.type}`)} · {t('unit.kg', { value: n(item.weightKg) })} ·{' '}
                  {t('items.dimensionsValue', { width: n(item.widthCm), height: n(item.heightCm), length: n(item.lengthCm) })}
                </p>
              </li>
            ))}
          </ul>
        }
      />
    </section>
  );
}
