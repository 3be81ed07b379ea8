import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { lostContribution } from '../../src/domain/figures-rollup';
import { REGION } from './lib/admin';
import { applyWrite } from './lib/figures-rollup';

export const onLostItemFigures = onDocumentWritten(
  { document: 'lost-items/{itemId}', region: REGION },
  (event) => applyWrite(event, lostContribution),
);
