import type { UploadResponse } from '@store/shared/schemas/admin-upload';
import { API_BASE, ApiError } from '../../lib/api-client.ts';
import { adminAuthHeaders } from './admin-api.ts';
import { noticeExpiredSession } from './staff-session-expiry.ts';

/**
 * Sends one image to POST /api/admin/upload as multipart/form-data (the one admin call that is not
 * JSON, admin §7) and answers where it is stored. A refusal throws ApiError with the server's
 * message and code (INVALID_IMAGE, PAYLOAD_TOO_LARGE, IMAGE_TOO_LARGE, FILE_REQUIRED), else
 * 'HTTP error! status: {code}'.
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
  const answer: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const record = answer && typeof answer === 'object' ? (answer as Record<string, unknown>) : {};
    const message =
      typeof record.error === 'string' ? record.error : `HTTP error! status: ${response.status}`;
    const code = typeof record.code === 'string' ? record.code : null;
    throw noticeExpiredSession(new ApiError(message, response.status, code));
  }
  return answer as UploadResponse;
}
