import { AUTH_PATHS } from '@arcana/shared';
import type { TUploadPictureResponse } from '@arcana/shared/schemas';
import { api } from '../../api/api';

export const profilePictureApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Signed in, or with the signup's temporary token as the bearer (complete-signup's picture). */
    uploadProfilePicture: build.mutation<TUploadPictureResponse, { picture: Blob; tempToken?: string }>({
      query: ({ picture, tempToken }) => {
        const body = new FormData();
        body.append('file', picture, 'picture.jpg');
        return {
          url: AUTH_PATHS.uploadProfilePicture,
          method: 'POST',
          body,
          headers: tempToken ? { authorization: `Bearer ${tempToken}` } : {},
        };
      },
    }),
  }),
});

export const { useUploadProfilePictureMutation } = profilePictureApi;
