import { runAsProcess } from '../lib/command.js';
import { backupCommand } from './backup-command.js';

runAsProcess(backupCommand);
