export { ToolGrid } from './ToolGrid';
