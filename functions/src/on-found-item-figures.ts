import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { foundContribution } from '../../src/domain/figures-rollup';
import { REGION } from './lib/admin';
import { applyWrite } from './lib/figures-rollup';

export const onFoundItemFigures = onDocumentWritten(
  { document: 'found-items/{itemId}', region: REGION },
  (event) => applyWrite(event, foundContribution),
);
