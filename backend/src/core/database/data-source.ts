import 'reflect-metadata';
import { config } from 'dotenv';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from './data-source-options';

// Used by the TypeORM CLI (migrations). The app builds its own from ConfigService.
config({ path: ['.env', '../.env'], quiet: true });
if (!process.env.DATABASE_URL) throw new Error('DATABASE_URL is not set');
export default new DataSource(dataSourceOptions(process.env.DATABASE_URL));
