export { useUploadProfilePictureMutation } from './pictures.api';
export { usePicturePicker } from './usePicturePicker';
