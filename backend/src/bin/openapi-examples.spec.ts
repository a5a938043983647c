import { ArgumentMetadata, BadRequestException, ValidationPipe } from '@nestjs/common';
import { readFileSync } from 'fs';
import { join } from 'path';
import { VALIDATION_OPTIONS } from '../core/validation/validation-options';
import { CreateLeadDto } from '../modules/visitors/leads/dto/lead.dto';
import { WebinarRegistrationDto } from '../modules/visitors/leads/dto/webinar-registration.dto';
import {
  CreateSuccessStoryDto,
  UpdateSuccessStoryDto,
} from '../modules/admin/success-stories/dto/success-story-input.dto';
import { SaveAssumptionSetDto } from '../modules/analyzer/dto/assumptions.dto';
import { CalculateDealDto } from '../modules/analyzer/dto/calculate-deal.dto';
import { AutocompleteAddressDto, PlaceDetailsRequestDto } from '../modules/analyzer/dto/property-data.dto';
import { SavePropertyDto, UpdatePropertyDto } from '../modules/analyzer/dto/save-property.dto';
import { CreateAdminUserDto, UpdateAdminUserDto } from '../modules/auth/admin-users/dto/admin-user.dto';
import { EmailRequestDto } from '../modules/auth/dto/email-request.dto';
import { ResetPasswordDto } from '../modules/auth/dto/reset-password.dto';
import {
  CampaignPreviewRequestDto,
  CreateCampaignDto,
  UpdateCampaignDto,
} from '../modules/campaigns/dto/campaign-request.dto';
import { ChangeDealStatusDto } from '../modules/pipeline/dto/change-deal-status.dto';
import { CreateRecordingDto, UpdateRecordingDto } from '../modules/portal/dto/recording.dto';
import { CreateResourceDto, UpdateResourceDto } from '../modules/portal/dto/resource.dto';
import { CreateToolDto, UpdateToolDto } from '../modules/portal/dto/tool.dto';
import { SaveToolAnalysisDto } from '../modules/portal/dto/tool-analysis.dto';
import { RegisterVisitorDto } from '../modules/visitors/dto/register-visitor.dto';
import { VisitorActionDto } from '../modules/visitors/dto/visitor-action.dto';

type Schema = { $ref?: string; example?: unknown; properties?: Record<string, Schema>; required?: string[] };
type Doc = {
  paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: Schema }> } }>>;
  components: { schemas: Record<string, Schema> };
};

/** The committed contract (make openapi regenerates it; the drift check fails when it is stale). */
const doc = JSON.parse(readFileSync(join(__dirname, '..', '..', '..', 'docs', 'openapi.json'), 'utf8')) as Doc;

/** The DTO class behind each JSON request body of the contract, to validate its example with. */
const DTOS: Record<string, new () => object> = {
  CalculateDealDto,
  CampaignPreviewRequestDto,
  ChangeDealStatusDto,
  CreateAdminUserDto,
  CreateCampaignDto,
  CreateLeadDto,
  CreateRecordingDto,
  CreateResourceDto,
  CreateSuccessStoryDto,
  CreateToolDto,
  EmailRequestDto,
  RegisterVisitorDto,
  ResetPasswordDto,
  SaveAssumptionSetDto,
  SavePropertyDto,
  UpdateAdminUserDto,
  UpdateCampaignDto,
  UpdatePropertyDto,
  UpdateRecordingDto,
  UpdateResourceDto,
  UpdateSuccessStoryDto,
  UpdateToolDto,
  SaveToolAnalysisDto,
  VisitorActionDto,
  WebinarRegistrationDto,
  AutocompleteAddressDto,
  PlaceDetailsRequestDto,
};
/** Fields deliberately without an example, with the reason. */
const NO_EXAMPLE: Record<string, string> = {
  // A sign-in example would read as a real credential.
  'LoginDto.password': 'credential',
};

const bodies = Object.entries(doc.paths).flatMap(([path, item]) =>
  Object.entries(item).flatMap(([method, op]) => {
    const ref = op.requestBody?.content?.['application/json']?.schema?.$ref;
    return ref ? [{ op: `${method.toUpperCase()} ${path}`, name: ref.split('/').pop()! }] : [];
  }),
);

/** The body "Try it out" starts from: each property's example (how Swagger UI composes it). */
function exampleOf(name: string): Record<string, unknown> {
  const props = doc.components.schemas[name].properties ?? {};
  return Object.fromEntries(
    Object.entries(props)
      .filter(([, p]) => p.example !== undefined)
      .map(([k, p]) => [k, p.example]),
  );
}

describe('request body examples in the contract', () => {
  it('give every field of every JSON request body an example', () => {
    const missing = bodies.flatMap(({ op, name }) =>
      Object.entries(doc.components.schemas[name].properties ?? {})
        .filter(([field, p]) => p.example === undefined && !NO_EXAMPLE[`${name}.${field}`])
        .map(([field]) => `${op}: ${name}.${field}`),
    );
    expect(missing).toEqual([]);
  });

  const validated = [...new Map(bodies.filter((b) => DTOS[b.name]).map((b) => [b.name, b])).values()];

  it('cover the main request bodies', () => {
    expect(validated.map((b) => b.name).sort()).toEqual(Object.keys(DTOS).sort());
  });

  it.each(validated)('$op: the example passes the API validation of $name', async ({ name }) => {
    const pipe = new ValidationPipe(VALIDATION_OPTIONS);
    const meta: ArgumentMetadata = { type: 'body', metatype: DTOS[name] };
    const example = exampleOf(name);
    const accepted = await pipe.transform(example, meta).then(
      () => 'accepted',
      (err: unknown) => (err instanceof BadRequestException ? JSON.stringify(err.getResponse()) : String(err)),
    );
    expect(accepted).toBe('accepted');
  });

  it('show a deal moved to Lost with its reason', () => {
    expect(exampleOf('ChangeDealStatusDto')).toEqual({ status: 'lost', lossReason: 'financing_fell_through' });
  });
});
