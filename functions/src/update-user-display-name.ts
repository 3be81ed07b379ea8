import { onCall } from 'firebase-functions/v2/https';
import { ownDisplayNameRequest, type SimpleResponse } from '../../src/domain/callables';
import { ownDisplayNameSchema } from '../../src/domain/schemas/users';
import { adminAuth, CALLABLE_OPTIONS } from './lib/admin';
import { parseInput, requireCaller } from './lib/guards';
import { saveDisplayName } from './lib/display-names';

/** updateUserDisplayName({newDisplayName}): the caller's own name, not empty and not unchanged. */
export const updateUserDisplayName = onCall(
  CALLABLE_OPTIONS,
  async (request): Promise<SimpleResponse> => {
    parseInput(ownDisplayNameRequest, request.data);
    const caller = await requireCaller(request);
    const current = (await adminAuth.getUser(caller.uid)).displayName ?? '';
    const { newDisplayName } = parseInput(ownDisplayNameSchema(current), request.data);
    await saveDisplayName(caller.uid, newDisplayName.trim());
    return { success: true, message: 'Display name updated.' };
  },
);
