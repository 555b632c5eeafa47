export { CardViewerAt, ViewIn3D } from './ViewIn3D';
export { OwnCardModel } from './OwnCardModel';
