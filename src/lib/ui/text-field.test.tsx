import { act, fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { ImageUrlField } from './image-url-field';
import { formFields, registered, TextareaField, TextField } from './text-field';

interface Values {
  name: string;
  bio: string;
  photo: string;
}

function Form({ onSubmit }: { onSubmit: (values: Values) => void }) {
  const form = useForm<Values>({ defaultValues: { name: '', bio: '', photo: '' } });
  const submit = form.handleSubmit(onSubmit);
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        field={registered(form, 'name', { required: 'Enter a name.' })}
        id="name"
        label="Name"
        autoComplete="name"
      />
      <TextareaField field={registered(form, 'bio')} id="bio" label="Bio" hint="A few words." />
      <ImageUrlField
        field={registered(form, 'photo')}
        id="photo"
        label="Photo URL"
        url="https://example.com/me.png"
        initialsOf="Ada Lovelace"
      />
      <button type="submit">Save</button>
    </form>
  );
}

describe('TextField and TextareaField', () => {
  it('register the field, and wire the hint and the error to it', async () => {
    let saved: Values | null = null;
    render(<Form onSubmit={(values) => (saved = values)} />);
    const name = screen.getByLabelText('Name');
    expect(name).toHaveAttribute('autocomplete', 'name');
    expect(name).not.toHaveAttribute('aria-describedby');
    expect(screen.getByLabelText('Bio')).toHaveAttribute('aria-describedby', 'bio-hint');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAttribute('aria-describedby', 'name-error');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a name.');
    expect(name).toHaveFocus();

    fireEvent.change(name, { target: { value: 'Ada' } });
    fireEvent.change(screen.getByLabelText('Bio'), { target: { value: 'Counts.' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(saved).toEqual({ name: 'Ada', bio: 'Counts.', photo: '' });
    expect(name).not.toHaveAttribute('aria-invalid');
  });
});

describe('ImageUrlField', () => {
  it('is a URL field described by its hint, with a preview of the picture', () => {
    const { container } = render(<Form onSubmit={() => undefined} />);
    const photo = screen.getByLabelText('Photo URL');
    expect(photo).toHaveAttribute('type', 'url');
    expect(photo).toHaveAccessibleDescription(/A link to a square image/);
    expect(container.querySelector('img')).toHaveAttribute('src', 'https://example.com/me.png');
  });
});

interface Contact {
  payoutEmail: string;
  photoURL: string;
  month: { dollars: string };
}

function ContactForm() {
  const form = useForm<Contact>({
    defaultValues: { payoutEmail: '', photoURL: '', month: { dollars: '' } },
  });
  const field = formFields(form, 'apply');
  const submit = form.handleSubmit(() => undefined);
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <TextField {...field('payoutEmail', { required: 'Enter an email.' })} label="Email" />
      <TextField {...field('photoURL', { required: 'Enter a photo.' })} label="Photo" />
      <TextField {...field('month.dollars')} label="Dollars" />
      <button type="submit">Save</button>
    </form>
  );
}

describe('formFields', () => {
  it("ids each field by the form's prefix and its name, and registers them in render order", async () => {
    render(<ContactForm />);
    expect(screen.getByLabelText('Email')).toHaveAttribute('id', 'apply-payout-email');
    expect(screen.getByLabelText('Photo')).toHaveAttribute('id', 'apply-photo-url');
    expect(screen.getByLabelText('Dollars')).toHaveAttribute('id', 'apply-month-dollars');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(screen.getByLabelText('Email')).toHaveAttribute(
      'aria-describedby',
      'apply-payout-email-error',
    );
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });
});
