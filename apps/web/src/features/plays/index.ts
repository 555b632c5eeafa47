export { playSound, SOUND_TONES } from './sound-library';
export { actionText, actionTermsText, REUSE_WORDS } from './action-words';
export { PlayCard } from './PlayCard';
export { putPlay, useCardPlayabilityQuery } from './plays.api';
export { PlayQueuePanel } from './queue/PlayQueuePanel';
export { PREVIEW_VOLUME, SoundChoice } from './SoundChoice';
