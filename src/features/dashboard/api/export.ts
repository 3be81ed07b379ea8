import type { ExportType } from '@/domain/callables';
import { exportFileName } from '@/domain/export-columns';
import { exportItems } from '@/firebase/callables';

/** Runs the export function and downloads the CSV. Returns false when there was nothing to export. */
export async function downloadExport(
  hotelId: string,
  type: ExportType,
  language: 'en' | 'ja',
): Promise<boolean> {
  const csv = await exportItems({ hotelId, type, language });
  if (!csv) return false;
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = exportFileName(type, hotelId, new Date());
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return true;
}
