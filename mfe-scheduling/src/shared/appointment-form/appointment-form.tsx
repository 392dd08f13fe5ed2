import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { groomersQueryOptions } from '@groombook/api-client';
import { FAST_ENTRY_MESSAGES, type AppointmentScope } from '@groombook/contracts';
import { NOTES_AREA_HEIGHT_PX } from '@groombook/domain';
import { Button, type Feedback, FeedbackAlert, Group, showFeedback, SimpleGrid, Stack, successFeedback } from '@groombook/ui';
import { Select, Textarea } from '@groombook/ui/controls';
import { appointmentErrors, emptyAppointmentValues, type AppointmentFormValues } from './appointment-values';
import { ConflictBanner, type ConflictNotice } from './conflict-banner';
import { CustomerSelect } from './customer-select';
import { DeleteAppointmentButton } from './delete-appointment-button';
import { DogNameField } from './dog-name-field';
import { MoneyFields } from './money-fields';
import { INITIAL_RECURRING_DRAFT, planSeries } from './recurring-draft';
import { RecurringPanel } from './recurring-panel';
import { ScheduleFields } from './schedule-fields';
import { ScheduleWarnings } from './schedule-warnings';
import { SeriesScope } from './series-scope';
import { ServicePicker, type ServicePick } from './service-picker';
import { useSaveAppointment, type AppointmentBooking } from './use-save-appointment';
import { useSeriesConflicts } from './use-series-conflicts';

/** Fields to fill from outside the form (Fast Appointment Entry); each new object fills once. */
export interface FormFill {
  values: Partial<AppointmentFormValues>;
}

export interface AppointmentFormProps {
  initialValues: AppointmentFormValues;
  fill?: FormFill | null;
  /** Edit mode: the appointment being changed (no recurring panel, a Delete button, PUT on save). */
  appointmentId?: string;
  /** Edit mode, an appointment of a series: offers "This appointment" or "This and following" for Save and Delete. */
  inSeries?: boolean;
  /** Create mode: whether the recurring panel is offered (default yes). */
  allowSeries?: boolean;
  /**
   * Create mode: called after a successful create, once the form is cleared and the outcome shown
   * (showFeedback), with the appointment's id (none for a series); it decides where the focus goes.
   */
  onCreated?: (appointmentId?: string) => void;
  /** Create mode, single appointments: books it this way instead of POST /api/appointments (accepting a booking request). */
  booking?: AppointmentBooking;
  /** Create mode: the new customer an empty customer field stands for, added with the appointment (accepting a request from one). */
  newCustomer?: string;
  /** Puts the keyboard in the first field (Date) once shown. */
  focusFirstField?: boolean;
}

/** The appointment form of /add-appointment and /edit-appointment/:appointmentId: one appointment, or a recurring series when adding. */
export function AppointmentForm({
  initialValues,
  fill = null,
  appointmentId,
  inSeries = false,
  allowSeries = true,
  onCreated,
  booking,
  newCustomer,
  focusFirstField = false,
}: AppointmentFormProps) {
  const editing = appointmentId !== undefined;
  const [values, setValues] = useState(initialValues);
  const [appliedFill, setAppliedFill] = useState(fill);
  const [filled, setFilled] = useState(false);
  const [recurring, setRecurring] = useState(false);
  const [draft, setDraft] = useState(INITIAL_RECURRING_DRAFT);
  const [scope, setScope] = useState<AppointmentScope>('this');
  const [attempted, setAttempted] = useState(false);
  // What the conflict check of the last save found; the outcome itself is shown by showFeedback.
  const [notice, setNotice] = useState<ConflictNotice | null>(null);
  // Booking its own way (`booking`, in a dialog), the form leaves a success to its caller, which
  // closes the dialog and says so, and keeps a failure in the dialog, by its button: a message
  // outside a modal dialog is neither in reach nor, for some screen readers, read out.
  const [dialogFailure, setDialogFailure] = useState<Feedback | null>(null);
  const groomers = useQuery(groomersQueryOptions());
  const groomerName = (id: string | null) => groomers.data?.find((groomer) => groomer.id === id)?.name ?? null;
  const { saveOne, saveSeries, pending } = useSaveAppointment(appointmentId, booking, groomerName);

  // A new fill overwrites the fields it names, while rendering (React's way to follow a prop into state).
  if (fill !== appliedFill) {
    setAppliedFill(fill);
    if (fill) {
      setValues((current) => ({ ...current, ...fill.values }));
      setFilled(true);
      setNotice(null);
    }
  }

  const set = <K extends keyof AppointmentFormValues>(key: K, value: AppointmentFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  // A price or duration typed while services are picked is kept instead of their sum.
  const setTyped = (key: 'servicePrice' | 'duration', value: number | string) =>
    setValues((current) => {
      const flag = key === 'servicePrice' ? 'priceOverridden' : 'durationOverridden';
      const picked = current.serviceIds.length > 0 || current.bookedLines.length > 0;
      return { ...current, [key]: value, [flag]: picked || current[flag] };
    });
  const pickServices = (pick: ServicePick) =>
    setValues((current) => {
      const priced = pick.serviceIds.length > 0 && pick.dogSize !== null;
      return {
        ...current,
        dogSize: pick.dogSize,
        serviceIds: pick.serviceIds,
        servicesChanged: true,
        servicePrice: priced && !current.priceOverridden ? pick.price : current.servicePrice,
        duration: priced && !current.durationOverridden ? pick.minutes : current.duration,
        priceOverridden: pick.serviceIds.length > 0 && current.priceOverridden,
        durationOverridden: pick.serviceIds.length > 0 && current.durationOverridden,
      };
    });
  const errors = attempted ? appointmentErrors(values, Boolean(newCustomer)) : {};
  const series = planSeries(values.date, draft);
  // A series is created only when more than one date results; a single date is an ordinary appointment.
  const asSeries = !editing && recurring && series.dates.length > 1;
  const seriesNotice = useSeriesConflicts({
    groomerId: values.groomerId,
    groomerName: groomerName(values.groomerId),
    time: values.time,
    duration: Number(values.duration) || null,
    dates: asSeries ? series.dates : [],
  });
  const submitLabel = editing ? 'Save changes' : asSeries ? `Create ${series.dates.length} Appointments` : 'Add Appointment';

  async function submit(event: FormEvent) {
    event.preventDefault();
    setAttempted(true);
    setFilled(false);
    const seriesInvalid = !editing && recurring && series.errors.length > 0;
    if (pending || seriesInvalid || Object.keys(appointmentErrors(values, Boolean(newCustomer))).length > 0) return;
    const outcome = asSeries ? await saveSeries(values, series.config, seriesNotice) : await saveOne(values, scope);
    if (booking) setDialogFailure(outcome.saved ? null : outcome.feedback);
    else showFeedback(outcome.feedback);
    setNotice(outcome.notice);
    if (outcome.saved && !editing) {
      // Cleared completely, the customer of ?customerId included (the page drops it from the address).
      setValues(emptyAppointmentValues());
      setRecurring(false);
      setDraft(INITIAL_RECURRING_DRAFT);
      setAttempted(false);
      onCreated?.(outcome.appointmentId);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={editing ? 'Edit appointment' : 'Add appointment'}>
      <Stack>
        {filled && <FeedbackAlert feedback={successFeedback(FAST_ENTRY_MESSAGES.applied)} onClose={() => setFilled(false)} />}
        {notice && <ConflictBanner notice={notice} />}
        <ScheduleFields
          values={values}
          errors={errors}
          focusDate={focusFirstField}
          onChange={(key, value) => (key === 'duration' ? setTyped('duration', value) : set(key, value))} />
        {!editing && allowSeries && (
          <RecurringPanel enabled={recurring} onEnabledChange={setRecurring} draft={draft} onDraftChange={setDraft} series={series} />
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <CustomerSelect
            value={values.customerId}
            onChange={(id) => set('customerId', id)}
            newCustomer={values.customerId === null ? newCustomer : undefined}
            error={errors.customerId}
          />
          <DogNameField
            customerId={values.customerId}
            dogName={values.dogName}
            date={values.date}
            duration={values.duration}
            onDogNameChange={(name) => set('dogName', name)}
            onDurationChange={(minutes) => set('duration', minutes)}
            error={errors.dogName}
          />
        </SimpleGrid>
        <Select
          label="Groomer"
          required
          placeholder={groomers.isPending ? 'Loading groomers...' : 'Select a groomer'}
          data={(groomers.data ?? []).map((groomer) => ({ value: groomer.id, label: groomer.name }))}
          value={values.groomerId}
          onChange={(id) => set('groomerId', id)}
          error={errors.groomerId}
          searchable
          nothingFoundMessage="No groomers found"
        />
        {/* After the groomer, the last field of the keyboard's booking path: its buttons add no stop before Save. */}
        <ScheduleWarnings
          date={values.date}
          time={values.time}
          duration={values.duration}
          groomerId={values.groomerId}
          groomerName={groomerName(values.groomerId)}
          appointmentId={appointmentId}
          serviceIds={values.serviceIds}
          dogSize={values.dogSize}
          onPickTime={(time) => set('time', time)}
        />
        <ServicePicker
          values={values}
          onPick={pickServices}
          onUseMenuPrice={(price) => setValues((current) => ({ ...current, servicePrice: price, priceOverridden: false }))}
        />
        <Textarea
          label="Notes"
          value={values.notes}
          onChange={(event) => set('notes', event.currentTarget.value)}
          styles={{ input: { height: NOTES_AREA_HEIGHT_PX } }}
        />
        <MoneyFields
          servicePrice={values.servicePrice}
          paymentReceived={values.paymentReceived}
          errors={errors}
          onServicePriceChange={(value) => setTyped('servicePrice', value)}
          onPaymentReceivedChange={(value) => set('paymentReceived', value)}
        />
        {editing && inSeries && <SeriesScope value={scope} onChange={setScope} />}
        {dialogFailure && <FeedbackAlert feedback={dialogFailure} />}
        {asSeries && seriesNotice && <ConflictBanner notice={seriesNotice} />}
        <Group justify="space-between">
          {editing ? (
            <DeleteAppointmentButton appointmentId={appointmentId} scope={scope} disabled={pending} onFeedback={(feedback) => {
                setNotice(null);
                showFeedback(feedback);
              }}
            />
          ) : (
            <span />
          )}
          <Button type="submit" loading={pending} disabled={!editing && recurring && series.errors.length > 0}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
