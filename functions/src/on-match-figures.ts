import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { matchContribution } from '../../src/domain/figures-rollup';
import { REGION } from './lib/admin';
import { applyWrite } from './lib/figures-rollup';

export const onMatchFigures = onDocumentWritten(
  { document: 'matches/{matchId}', region: REGION },
  (event) => applyWrite(event, matchContribution),
);
