export { claimPicture, createPictureStore, dropOtherPictures, sweepPictures, type PictureStore } from './pictures.service.js';
export { findProjectPicture, storeProjectPicture, takeProjectArt } from './project-pictures.service.js';
export { readPictureUpload } from './read-upload.js';
