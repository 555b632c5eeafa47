export { claimPicture, createPictureStore, dropOtherPictures } from './pictures.service.js';
export { sweepPictures } from './pictures.service.js';
