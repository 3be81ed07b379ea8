import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { REGION } from './lib/admin';
import { onItemWritten } from './lib/suggestions';

export const suggestForFoundItem = onDocumentWritten(
  { document: 'found-items/{itemId}', region: REGION },
  (event) =>
    onItemWritten(
      'found',
      event.params.itemId,
      event.data?.before.data(),
      event.data?.after.data(),
    ),
);
