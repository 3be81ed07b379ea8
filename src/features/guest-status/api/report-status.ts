import type {
  ConfirmShippingRequest,
  GetReportStatusRequest,
  GetReportStatusResponse,
  RequestErasureRequest,
} from '@/domain/guest-status';
import type { PostGuestMessageRequest } from '@/domain/messages';
import * as guestCallables from '@/firebase/guest-callables';
import { resizeImage } from '@/firebase/image-resize';
import i18n from '@/i18n/i18n';

/** The public status callable (no sign-in): by reference and email, or by a mail link's token. */
export function fetchReportStatus(
  request: GetReportStatusRequest,
): Promise<GetReportStatusResponse> {
  return guestCallables.getReportStatus(request);
}

/** The guest confirms the postal address and accepts the quote; answers the new status. */
export function confirmShipping(request: ConfirmShippingRequest): Promise<GetReportStatusResponse> {
  return guestCallables.confirmShipping(request);
}

/** The guest asks for their personal data to be erased (after confirming); answers the status. */
export function requestErasure(request: RequestErasureRequest): Promise<GetReportStatusResponse> {
  return guestCallables.requestGuestDataErasure(request);
}

/** The guest writes into their report's thread; answers the status with the thread. */
export function postGuestMessage(
  request: PostGuestMessageRequest,
): Promise<GetReportStatusResponse> {
  return guestCallables.postGuestMessage(request);
}

/**
 * A photo for a guest message as the callable takes it: scaled down like report photos, then
 * base64 (the function checks type and size again and stores it: docs/trust-model.md).
 */
export async function encodeMessagePhoto(
  file: File,
): Promise<{ contentType: string; data: string; size: number }> {
  const scaled = await resizeImage(file);
  const bytes = new Uint8Array(await scaled.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return { contentType: scaled.type, data: btoa(binary), size: bytes.length };
}

/**
 * The message for a refused guest message: the thread's own reasons (one this page knows: the
 * functions may be newer than the page), else the lookup's.
 */
export function guestMessageErrorKey(error: unknown): string {
  const raw = (error as { message?: unknown } | null)?.message;
  // The Functions SDK appends the HTTP status to the function's message: "<key> [429]".
  const message = typeof raw === 'string' ? raw.replace(/ \[\d{3}\]$/, '') : raw;
  if (typeof message === 'string' && message.startsWith('messages.errors.') && i18n.exists(message))
    return message;
  const code = (error as { code?: string } | null)?.code ?? '';
  if (code === 'functions/invalid-argument') return 'messages.errors.generic';
  return statusErrorKey(error, false);
}

export type StatusErrorKey =
  | 'guestStatus.errors.notFound'
  | 'guestStatus.errors.tooMany'
  | 'guestStatus.errors.token'
  | 'guestStatus.errors.generic';

/** The message for a failed lookup; every "not found" reads the same. */
export function statusErrorKey(error: unknown, byToken: boolean): StatusErrorKey {
  const code = (error as { code?: string } | null)?.code ?? '';
  if (code === 'functions/resource-exhausted') return 'guestStatus.errors.tooMany';
  if (code === 'functions/not-found' || code === 'functions/invalid-argument') {
    return byToken ? 'guestStatus.errors.token' : 'guestStatus.errors.notFound';
  }
  return 'guestStatus.errors.generic';
}
