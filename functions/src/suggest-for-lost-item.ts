import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { REGION } from './lib/admin';
import { onItemWritten } from './lib/suggestions';

export const suggestForLostItem = onDocumentWritten(
  { document: 'lost-items/{itemId}', region: REGION },
  (event) =>
    onItemWritten('lost', event.params.itemId, event.data?.before.data(), event.data?.after.data()),
);
