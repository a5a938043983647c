import { ConfigService } from '@nestjs/config';
import { EnvVars } from './env.schema';

/** The typed configuration service: config.get('PORT', { infer: true }). */
export type AppConfig = ConfigService<EnvVars, true>;
export { EnvVars };
