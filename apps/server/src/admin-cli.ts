import { adminCommand } from './admin-command.js';
import { runAsProcess } from './lib/command.js';

runAsProcess(adminCommand);
