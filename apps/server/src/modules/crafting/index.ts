export { forgeInputsOf } from './forge-inputs.js';
export { badgesInProject } from './badges-shown.js';
