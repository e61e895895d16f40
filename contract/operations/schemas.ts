/** Replies of the operations calls (./endpoints). */
import { z } from 'zod';
import { nonJsonReply } from '../http';
import { BACKUP_MEDIA_TYPE } from './endpoints';

/** The data directory as a gzip tarball: bytes, declared with their media type (not JSON). */
export const backupReply = nonJsonReply(BACKUP_MEDIA_TYPE, z.string().meta({ description: 'The data directory as a gzip tarball', format: 'binary' }));
