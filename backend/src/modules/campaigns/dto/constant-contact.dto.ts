import { ApiProperty } from '@nestjs/swagger';

export class ConstantContactAccountDto {
  @ApiProperty({ type: String, nullable: true }) organization_name: string | null;
  @ApiProperty({ type: Number, nullable: true }) contact_count: number | null;
}

export class ConstantContactTestDto {
  @ApiProperty({ type: Boolean, description: 'False when the server has no Constant Contact app credentials' })
  configured: boolean;
  @ApiProperty({ type: Boolean }) connected: boolean;
  @ApiProperty({ type: String }) message: string;
  @ApiProperty({ type: ConstantContactAccountDto, nullable: true }) account: ConstantContactAccountDto | null;
}

export class ConstantContactListDto {
  @ApiProperty({ type: String }) list_id: string;
  @ApiProperty({ type: String }) name: string;
  @ApiProperty({ type: Number, nullable: true }) membership_count: number | null;
}
