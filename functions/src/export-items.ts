import { logger } from 'firebase-functions';
import { onCall } from 'firebase-functions/v2/https';
import { exportItemsRequest, type ExportItemsResponse } from '../../src/domain/callables';
import { CALLABLE_OPTIONS, db } from './lib/admin';
import { parseInput, requireCaller, requireHotelRole } from './lib/guards';
import { buildExportCsv } from './lib/export-csv';

const MIB = 1024 * 1024;

/**
 * exportItems({hotelId, type, language}) -> CSV text (BOM, formula-safe) or '' when there is
 * nothing to export. Staff and admins of the hotel (spec §6). Rows are read a batch at a time
 * (lib/export-csv.ts), so 256 MiB is enough for 50,000 rows (README, Benchmarks); the peak heap
 * of each export is logged.
 */
export const exportItems = onCall(
  { ...CALLABLE_OPTIONS, timeoutSeconds: 120, memory: '256MiB' },
  async (request): Promise<ExportItemsResponse> => {
    const input = parseInput(exportItemsRequest, request.data);
    const caller = await requireCaller(request);
    requireHotelRole(caller, input.hotelId, 'privileged');
    let peakHeap = process.memoryUsage().heapUsed;
    let rows = 0;
    const started = Date.now();
    const csv = await buildExportCsv(db, {
      ...input,
      onBatch: (rowsSoFar) => {
        rows = rowsSoFar;
        peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
      },
    });
    logger.info('exportItems', {
      hotelId: input.hotelId,
      type: input.type,
      rows,
      ms: Date.now() - started,
      peakHeapMiB: Math.round(peakHeap / MIB),
    });
    return csv;
  },
);
