import type { UploadResponse } from '@store/shared/schemas/admin-upload';
import { API_BASE, apiErrorOf } from '../../lib/api-client.ts';
import { adminAuthHeaders } from './admin-api.ts';
import { noticeExpiredSession } from './staff-session-expiry.ts';

/**
 * Sends one image to POST /api/admin/upload as multipart/form-data (the one admin call that is not
 * JSON, admin §7) and answers where it is stored. A refusal throws ApiError with the server's
 * message, code and details (INVALID_IMAGE, PAYLOAD_TOO_LARGE with its limit, IMAGE_TOO_LARGE,
 * FILE_REQUIRED, FORBIDDEN with the permissions it needs), else 'HTTP error! status: {code}'.
 */
export async function uploadImage(file: File, signal?: AbortSignal): Promise<UploadResponse> {
  const body = new FormData();
  body.append('type', 'image');
  body.append('file', file);
  const response = await fetch(`${API_BASE}/admin/upload`, {
    method: 'POST',
    headers: { Accept: 'application/json', ...adminAuthHeaders() },
    body,
    signal,
  });
  if (!response.ok) throw noticeExpiredSession(await apiErrorOf(response));
  return (await response.json()) as UploadResponse;
}
