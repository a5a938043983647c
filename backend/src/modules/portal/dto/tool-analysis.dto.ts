import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  MaxLength,
  Validate,
  ValidateIf,
  ValidationArguments,
  ValidatorConstraint,
  ValidatorConstraintInterface,
} from 'class-validator';
import { Trim } from '../../../core/validation/transforms';
import { ToolAnalysis } from '../entities/tool-analysis.entity';
import {
  CREATIVE_STRATEGIES,
  CreativeStrategyKey,
  TOOL_ANALYSIS_MESSAGES as M,
  TOOL_ANALYSIS_NAME_MAX,
  TOOL_INPUT_MAX,
  TOOL_INPUT_PATTERN,
  TOOL_INPUTS,
  TOOL_KINDS,
  ToolKind,
} from '../tool-analyses.constants';

/** The inputs fit the form of the tool (and strategy) named beside them: known names, short number-like text. */
@ValidatorConstraint({ name: 'toolInputs' })
class ToolInputsConstraint implements ValidatorConstraintInterface {
  validate(value: unknown, args: ValidationArguments): boolean {
    const o = args.object as { kind?: string; strategy?: string | null };
    const form = o.kind === 'rental' ? 'rental' : o.strategy;
    const allowed = form ? (TOOL_INPUTS as Record<string, readonly string[] | undefined>)[form] : undefined;
    if (!allowed) return true; // an unknown kind or strategy is reported by its own field
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
    return Object.entries(value as Record<string, unknown>).every(
      ([key, v]) =>
        allowed.includes(key) && typeof v === 'string' && v.length <= TOOL_INPUT_MAX && TOOL_INPUT_PATTERN.test(v),
    );
  }
  defaultMessage(): string {
    return M.inputs;
  }
}

/** Creative finance names one of its strategies; a rental names none. */
@ValidatorConstraint({ name: 'toolStrategy' })
class StrategyConstraint implements ValidatorConstraintInterface {
  validate(value: unknown, args: ValidationArguments): boolean {
    const kind = (args.object as { kind?: string }).kind;
    return kind === 'creative-finance' && (CREATIVE_STRATEGIES as readonly unknown[]).includes(value);
  }
  defaultMessage(): string {
    return M.strategy;
  }
}

const INPUTS_EXAMPLE = { purchasePrice: '200000', downPayment: '40000', interestRate: '7', monthlyRent: '2000' };

export class SaveToolAnalysisDto {
  @ApiProperty({ enum: TOOL_KINDS, enumName: 'ToolKind', example: 'creative-finance' })
  @IsIn(TOOL_KINDS, { message: M.kind })
  kind: ToolKind;

  @ApiPropertyOptional({
    enum: CREATIVE_STRATEGIES,
    enumName: 'CreativeStrategyKey',
    nullable: true,
    description: 'Required for creative finance; left out (or null) for a rental.',
    example: 'seller-financing',
  })
  @ValidateIf((o: SaveToolAnalysisDto) => o.kind === 'creative-finance' || (o.strategy ?? null) !== null)
  @Validate(StrategyConstraint)
  strategy?: CreativeStrategyKey | null;

  @ApiProperty({ maxLength: TOOL_ANALYSIS_NAME_MAX, example: '12 Elm St, duplex' })
  @Trim()
  @IsString({ message: M.nameRequired })
  @IsNotEmpty({ message: M.nameRequired })
  @MaxLength(TOOL_ANALYSIS_NAME_MAX, { message: M.nameTooLong })
  name: string;

  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string', maxLength: TOOL_INPUT_MAX },
    description: "The calculator's fields as typed (a blank counts as 0 or the field's default).",
    example: INPUTS_EXAMPLE,
  })
  @Validate(ToolInputsConstraint)
  inputs: Record<string, string>;
}

export class ToolAnalysisDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: TOOL_KINDS, enumName: 'ToolKind' }) kind: ToolKind;
  @ApiProperty({ enum: CREATIVE_STRATEGIES, enumName: 'CreativeStrategyKey', nullable: true, type: String })
  strategy: CreativeStrategyKey | null;
  @ApiProperty() name: string;
  @ApiProperty({ type: 'object', additionalProperties: { type: 'string' }, example: INPUTS_EXAMPLE })
  inputs: Record<string, string>;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;

  static from(e: ToolAnalysis): ToolAnalysisDto {
    return {
      id: e.id,
      kind: e.kind as ToolKind,
      strategy: e.strategy as CreativeStrategyKey | null,
      name: e.name,
      inputs: e.inputs,
      createdAt: e.createdAt.toISOString(),
      updatedAt: e.updatedAt.toISOString(),
    };
  }
}

export class ToolAnalysisListQueryDto {
  @ApiPropertyOptional({
    enum: TOOL_KINDS,
    enumName: 'ToolKind',
    description: 'Only this tool; every tool if left out',
  })
  @IsOptional()
  @IsIn(TOOL_KINDS, { message: M.kind })
  kind?: ToolKind;
}

export class ToolAnalysisDeletedDto {
  @ApiProperty({ example: true }) success: boolean;
  @ApiProperty({ example: M.deleted }) message: string;
}
