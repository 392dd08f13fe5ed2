import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { customerPetsQueryOptions } from '@groombook/api-client';
import type { Pet } from '@groombook/contracts';
import { Combobox, InputBase, useCombobox } from '@groombook/ui/controls';
import { PetNotices } from './pet-notices';

export interface DogNameFieldProps {
  customerId: string | null;
  dogName: string;
  date: string;
  duration: number | string;
  onDogNameChange: (name: string) => void;
  onDurationChange: (minutes: number) => void;
  /** The form's refusal (no dog name), shown on the field. */
  error?: string;
}

const key = (name: string) => name.trim().toLowerCase();

/**
 * The customer's pet a dog name stands for: the same name, ignoring case and surrounding
 * spaces, which is also how the API finds a pet's past appointments for its usual duration.
 */
export function petNamed(pets: readonly Pet[], dogName: string): Pet | null {
  return dogName.trim() ? (pets.find((pet) => key(pet.name) === key(dogName)) ?? null) : null;
}

/**
 * Dog name: typed freely, or picked from the chosen customer's pets. A picked (or typed)
 * known pet brings its warnings and its usual duration below the field. A customer with exactly
 * one pet gets it filled in when the name is still empty (once per chosen customer: a name
 * cleared afterwards stays cleared).
 */
export function DogNameField({ customerId, dogName, date, duration, onDogNameChange, onDurationChange, error }: DogNameFieldProps) {
  const pets = useQuery({ ...customerPetsQueryOptions(customerId ?? ''), enabled: customerId !== null });
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const list = customerId ? (pets.data ?? []) : [];
  const typed = key(dogName);
  // Every pet while the name is empty or is already one of them; otherwise those it starts.
  const matches = typed && !petNamed(list, dogName) ? list.filter((pet) => key(pet.name).includes(typed)) : list;
  const pet = petNamed(list, dogName);
  const preselectedFor = useRef<string | null>(null);
  const onlyPet = customerId && pets.data?.length === 1 ? pets.data[0] : undefined;

  useEffect(() => {
    if (!onlyPet || !customerId || preselectedFor.current === customerId) return;
    preselectedFor.current = customerId;
    if (!dogName.trim()) onDogNameChange(onlyPet.name);
  }, [customerId, onlyPet, dogName, onDogNameChange]);

  return (
    <div>
      <Combobox
        store={combobox}
        onOptionSubmit={(name) => {
          onDogNameChange(name);
          combobox.closeDropdown();
        }}
      >
        <Combobox.Target withExpandedAttribute>
          <InputBase
            label="Dog name"
            required
            error={error}
            value={dogName}
            placeholder={list.length > 0 ? 'Pick a pet or type a name' : undefined}
            rightSection={list.length > 0 ? <Combobox.Chevron /> : null}
            rightSectionPointerEvents="none"
            onClick={() => combobox.openDropdown()}
            onFocus={() => combobox.openDropdown()}
            onBlur={() => combobox.closeDropdown()}
            onChange={(event) => {
              const next = event.currentTarget.value;
              onDogNameChange(next);
              // A name that is already one of the pets needs no list over the notices below.
              if (petNamed(list, next)) {
                combobox.closeDropdown();
                return;
              }
              combobox.openDropdown();
              combobox.updateSelectedOptionIndex();
            }}
          />
        </Combobox.Target>
        {/* No list at all without pets: the field is then a plain text box. */}
        <Combobox.Dropdown hidden={matches.length === 0}>
          <Combobox.Options aria-label="Pets">
            {matches.map((option) => (
              <Combobox.Option value={option.name} key={option.id} active={option.id === pet?.id} aria-selected={option.id === pet?.id}>
                {option.breed ? `${option.name} (${option.breed})` : option.name}
              </Combobox.Option>
            ))}
          </Combobox.Options>
        </Combobox.Dropdown>
      </Combobox>
      {pet && <PetNotices pet={pet} date={date} duration={duration} onDurationChange={onDurationChange} />}
    </div>
  );
}
