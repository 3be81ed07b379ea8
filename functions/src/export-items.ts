import { onCall } from 'firebase-functions/v2/https';
import { exportItemsRequest, type ExportItemsResponse } from '../../src/domain/callables';
import { exportTable, type ExportData } from '../../src/domain/export-columns';
import { toFoundItem, toLostItem, toMatch } from '../../src/domain/records';
import { DASHBOARD_MATCHED_STATUSES } from '../../src/domain/status-transitions';
import { db, REGION } from './admin';
import { parseInput, requireCaller, requireHotelRole } from './guards';
import { toCsv } from './lib/csv';
import { translator } from './lib/i18n';

async function loadExportData(hotelId: string, type: string): Promise<ExportData> {
  const data: ExportData = { found: [], lost: [], matches: [] };
  const wantsFound = ['all', 'found', 'discarded'].includes(type);
  const wantsLost = ['all', 'lost'].includes(type);
  const wantsMatches = ['matched', 'shipped'].includes(type);
  // Equality filters only (hotelId, deleted): no composite index beyond what the app uses.
  const [found, lost, matches] = await Promise.all([
    wantsFound
      ? db
          .collection('found-items')
          .where('hotelId', '==', hotelId)
          .where('deleted', '==', false)
          .get()
      : null,
    wantsLost
      ? db
          .collection('lost-items')
          .where('hotelId', '==', hotelId)
          .where('deleted', '==', false)
          .get()
      : null,
    wantsMatches
      ? db
          .collection('matches')
          .where('hotelId', '==', hotelId)
          .where('status', 'in', type === 'shipped' ? ['shipped'] : [...DASHBOARD_MATCHED_STATUSES])
          .get()
      : null,
  ]);
  data.found = found?.docs.map((doc) => toFoundItem(doc.id, doc.data())) ?? [];
  data.lost = lost?.docs.map((doc) => toLostItem(doc.id, doc.data())) ?? [];
  data.matches = matches?.docs.map((doc) => toMatch(doc.id, doc.data())) ?? [];
  return data;
}

/**
 * exportItems({hotelId, type, language}) -> CSV text (BOM, formula-safe) or '' when there is
 * nothing to export. Staff and admins of the hotel (spec §6).
 */
export const exportItems = onCall(
  { region: REGION, timeoutSeconds: 120, memory: '512MiB' },
  async (request) => {
    const input = parseInput(exportItemsRequest, request.data);
    const caller = requireCaller(request);
    requireHotelRole(caller, input.hotelId, 'privileged');
    const t = translator(input.language);
    const data = await loadExportData(input.hotelId, input.type);
    const table = exportTable(input.type, data, (key) => t(key));
    const csv: ExportItemsResponse = toCsv(table.header, table.rows);
    return csv;
  },
);
