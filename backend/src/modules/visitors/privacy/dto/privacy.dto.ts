import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsString, MaxLength } from 'class-validator';
import { CONSENT_MODES, type ConsentMode, PRIVACY_POLICY_MAX_CHARS } from '../privacy.constants';

/** PUT /api/admin/privacy-settings: when to ask before tracking, and the privacy policy's text. */
export class PrivacySettingsInputDto {
  @ApiProperty({
    enum: CONSENT_MODES,
    description:
      'always: every visitor is asked before a visitor id is kept; eu: only visitors the proxy places in the ' +
      'EU/EEA, Switzerland or the UK (or in no country); never: the id is kept at once',
    example: 'always',
  })
  @IsIn(CONSENT_MODES, { message: `consentMode must be one of ${CONSENT_MODES.join(', ')}` })
  consentMode: ConsentMode;

  @ApiProperty({
    type: String,
    maxLength: PRIVACY_POLICY_MAX_CHARS,
    description: 'Plain text; blank lines separate paragraphs. Blank: the default text.',
    example: 'Privacy policy\n\nWe count visits without cookies...',
  })
  @MaxLength(PRIVACY_POLICY_MAX_CHARS, { message: `The policy may be at most ${PRIVACY_POLICY_MAX_CHARS} characters` })
  @IsString({ message: 'policy must be text' })
  policy: string;
}

export class PrivacySettingsDto extends PrivacySettingsInputDto {
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Null: never saved (the defaults)' })
  updatedAt: string | null;
}

export class PrivacySettingsResponseDto {
  @ApiProperty({ type: Boolean }) success: boolean;
  @ApiProperty({ type: PrivacySettingsDto }) settings: PrivacySettingsDto;
}

/** The public privacy policy page's text. */
export class PrivacyPolicyDto {
  @ApiProperty({ type: String, description: 'Plain text; blank lines separate paragraphs' }) policy: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) updatedAt: string | null;
}
