import { fillPath, PROJECT_PATHS } from '@arcana/shared';
import type { TProjectPicture, TProjectPictureKind } from '@arcana/shared/schemas';
import { api } from '../../api/api';

export const projectPicturesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The creator's upload of a cover, an avatar or card art; the server keeps its own WebP of it. */
    uploadProjectPicture: build.mutation<TProjectPicture, { projectId: string; kind: TProjectPictureKind; picture: Blob }>({
      query: ({ projectId, kind, picture }) => {
        const body = new FormData();
        body.append('file', picture, picture instanceof File ? picture.name : kind);
        return { url: fillPath(PROJECT_PATHS.picture, { projectId, kind }), method: 'POST', body };
      },
      // A new cover or avatar is part of the project as every list and page shows it.
      invalidatesTags: ['Projects'],
    }),
  }),
});

export const { useUploadProjectPictureMutation } = projectPicturesApi;
