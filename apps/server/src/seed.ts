import { runAsProcess } from './lib/command.js';
import { seedCommand } from './seed-command.js';

runAsProcess(seedCommand);
