export { playSound, SOUND_TONES } from './sound-library';
export { actionText, actionTermsText } from './action-words';
