import { runAsProcess } from '../lib/command.js';
import { restoreCommand } from './restore-command.js';

runAsProcess(restoreCommand);
