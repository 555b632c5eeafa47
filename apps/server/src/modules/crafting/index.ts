export { forgeInputsOf } from './forge-inputs.js';
export { allBadgesOf, badgesInProject } from './badges-shown.js';
