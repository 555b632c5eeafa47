export { claimPicture, createPictureStore, dropOtherPictures } from './pictures.service.js';
export { sweepPictures } from './pictures.service.js';
export { findProjectPicture, storeProjectPicture, takeProjectArt } from './project-pictures.service.js';
export { readPictureUpload } from './read-upload.js';
