import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';

interface OptionCheckboxesProps {
  options: ReadonlyArray<{ key: number; text: string }>;
  picked: readonly number[];
  /** The keys picked, in the options' order whatever order they were picked in. */
  onChange: (keys: number[]) => void;
  /** The line above the options ("choose all that apply"). */
  hint: string;
  labelledBy: string;
  describedBy?: string | undefined;
  disabled?: boolean | undefined;
}

/** A question's options as checkboxes, where any number may be picked (a test's or a survey's multiple choice). */
export function OptionCheckboxes({ options, picked, onChange, hint, labelledBy, describedBy, disabled }: OptionCheckboxesProps) {
  return (
    <FormGroup role="group" aria-labelledby={labelledBy} aria-describedby={describedBy}>
      <Typography variant="caption" color="text.secondary">
        {hint}
      </Typography>
      {options.map((option) => (
        <FormControlLabel
          key={option.key}
          control={
            <Checkbox
              checked={picked.includes(option.key)}
              onChange={(event) => {
                const next = event.target.checked ? [...picked, option.key] : picked.filter((key) => key !== option.key);
                onChange(options.map((each) => each.key).filter((key) => next.includes(key)));
              }}
            />
          }
          label={option.text}
          disabled={disabled}
          sx={{ py: 0.25, mr: 0, wordBreak: 'break-word' }}
        />
      ))}
    </FormGroup>
  );
}
