import { ChecklistItem } from '@innkeep/contract';
import { IsBoolean, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';

import { ToTrimmed } from '../validation/transforms';

export const MAX_CHECKLIST_ITEMS = 50;

export class ChecklistItemInput {
  @ToTrimmed()
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  @JSONSchema({ description: 'What to do: "Change the towels"' })
  label: string;

  @IsOptional()
  @IsBoolean()
  @JSONSchema({ description: 'Whether it is done (default false)' })
  done?: boolean;
}

export function checklistOf(items: ChecklistItemInput[]): ChecklistItem[] {
  return items.map((item) => ({ label: item.label, done: item.done ?? false }));
}
