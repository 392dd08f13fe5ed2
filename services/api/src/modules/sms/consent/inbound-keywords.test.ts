import { describe, expect, it } from 'vitest';
import { inboundIntent } from './inbound-keywords';

describe('what an incoming text asks for', () => {
  it.each([
    'STOP',
    'stop',
    'Stop.',
    '  STOP!!!  ',
    '"stop"',
    'STOPALL',
    'stop all',
    'UNSUBSCRIBE',
    'Unsubscribe me please',
    'CANCEL',
    'cancel.',
    'END',
    'QUIT',
    'REVOKE',
    'OPTOUT',
    'opt out',
    'Opt-Out',
    'stop please',
    'Please stop',
    'STOP it',
    'stop now!',
    'Stop, thank you',
    'stop stop stop',
    '🛑 STOP 🛑',
    'ＳＴＯＰ',
    'no more texts',
    'No more messages please',
    'please stop texting me',
    'Please STOP texting me!!',
    'stop sending me texts',
    'Stop sending these',
    'quit messaging me',
    "don't text me",
    'Don’t text me again',
    'DO NOT TEXT ME',
    'dont message me anymore',
    'never contact me again',
    'Do not contact this number',
    'remove me from your list',
    'Please remove me from your mailing list',
    'take me off your list',
    'take my number off your list',
    'delete my number',
    'I want to opt out',
    'opt me out',
    "I don't want any more texts",
    'I do not want these messages',
    'wrong number',
    'You have the wrong number, stop',
    'Leave me alone',
    'Stop all messages',
    'stop the texts',
    'I love my groomer but no more marketing please',
  ])('%j opts out', (text) => {
    expect(inboundIntent(text)).toBe('opt_out');
  });

  it.each([
    "can't stop smiling, thanks!",
    'I cant stop laughing at the photo',
    "Don't stop being awesome",
    'We will stop by at 3',
    'Can I stop by tomorrow?',
    'the bus stop is right outside',
    'Can I cancel my appointment tomorrow?',
    'Please cancel my 3pm appointment',
    'I need to cancel',
    'end of the day works',
    'Will the groom end by 5?',
    'quit barking lol',
    'Thanks for the reminder text!',
    'Can you text me when she is ready?',
    'Text me when he is done please',
    'No more than two treats please',
    "don't forget the bandana",
    'Yes, 3pm works',
    'yes please book it',
    'Help me choose a cut',
    'See you then!',
    'stopped by earlier but you were closed',
    '',
    '   ',
    '!!!',
  ])('%j is an ordinary message', (text) => {
    expect(inboundIntent(text)).toBeNull();
  });

  it.each(['START', 'start', 'Start.', 'UNSTOP', 'un-stop', 'YES', 'yes!', 'Yes please'])('%j opts back in', (text) => {
    expect(inboundIntent(text)).toBe('opt_in');
  });

  it.each(['HELP', 'help', 'Help?', 'INFO', 'help please'])('%j asks for help', (text) => {
    expect(inboundIntent(text)).toBe('help');
  });

  it('lets an opt-out win over anything else the message says', () => {
    expect(inboundIntent('help, stop texting me')).toBe('opt_out');
    expect(inboundIntent('yes unsubscribe')).toBe('opt_out');
  });
});
