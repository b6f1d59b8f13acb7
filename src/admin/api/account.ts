// The staff account's own calls: log in and register (made without a token, with a CSRF header),
// log out, read and change the profile, change the password.
import type { LoginInput, Profile } from '../../shared/schemas/staff/accounts';
import type { ConsoleApi } from './api-client';
import type { UploadProgress } from './collection';

export interface LoginReply {
  token?: string;
  username?: string;
}

/** A reply that may carry a sentence to show (`detail`). */
export interface DetailReply {
  detail?: string;
}

export const accountApi = {
  login: (api: ConsoleApi, input: LoginInput) =>
    api.request<LoginReply | undefined>('POST', '/api/login/', { body: input, anonymous: true }),
  register: (api: ConsoleApi, body: unknown) => api.request<DetailReply>('POST', '/api/register/', { body, anonymous: true }),
  logout: (api: ConsoleApi) => api.request<void>('POST', '/api/logout/'),
  profile: (api: ConsoleApi, signal?: AbortSignal) => api.get<Profile>('/api/profile/', undefined, signal),
  updateProfile: (api: ConsoleApi, body: FormData, onUploadProgress?: UploadProgress) =>
    api.request<Profile>('PUT', '/api/profile/', { body, onUploadProgress }),
  changePassword: (api: ConsoleApi, body: unknown) => api.request<DetailReply>('POST', '/api/profile/password/', { body }),
};
