import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IntegrationSetting } from './integration-setting.entity';
import { SettingsService } from './settings.service';

@Global()
@Module({
  imports: [TypeOrmModule.forFeature([IntegrationSetting])],
  providers: [SettingsService],
  exports: [SettingsService],
})
export class SettingsModule {}
