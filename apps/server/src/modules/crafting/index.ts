export { forgeInputsOf } from './forge-inputs.js';
