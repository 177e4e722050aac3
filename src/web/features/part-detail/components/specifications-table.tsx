import type { PartDetail } from '@shared/schemas/parts';

interface SpecificationsTableProps {
  brand: string;
  partNumber: string;
  specifications: PartDetail['specifications'];
}

/** The part's specifications as name/value rows, led by brand and part number. */
export function SpecificationsTable({ brand, partNumber, specifications }: SpecificationsTableProps) {
  const rows = [{ name: 'Brand', value: brand }, { name: 'Part Number', value: partNumber }, ...specifications];
  return (
    <div className="overflow-hidden rounded-xl border border-border">
      <table className="w-full text-sm">
        <caption className="sr-only">Specifications</caption>
        <tbody className="divide-y divide-border">
          {rows.map((row) => (
            <tr key={row.name} className="even:bg-muted/50">
              <th scope="row" className="w-2/5 px-4 py-3 text-left font-medium text-muted-foreground sm:w-1/3">
                {row.name}
              </th>
              <td className="px-4 py-3 font-medium">{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
