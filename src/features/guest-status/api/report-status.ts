import type {
  ConfirmShippingRequest,
  GetReportStatusRequest,
  GetReportStatusResponse,
  RequestErasureRequest,
} from '@/domain/guest-status';
import type { PostGuestMessageRequest } from '@/domain/messages';
import * as guestCallables from '@/firebase/guest-callables';
import { resizeImage } from '@/firebase/image-resize';

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
