export { claimPicture, createPictureStore, dropOtherPictures } from './pictures.service.js';
