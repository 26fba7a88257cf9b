import { describe, expect, it } from 'vitest';
import { recogniseApplicationIntent } from './application-intent.ts';

describe('recogniseApplicationIntent', () => {
  it.each([
    ["What's my next step?", 'NEXT_STEP'],
    ['what do I do next', 'NEXT_STEP'],
    ['Where is my application?', 'NEXT_STEP'],
    ['what is the status of my application', 'NEXT_STEP'],
    ['where am I in the process', 'NEXT_STEP'],
    ['When will I be funded?', 'FUNDING'],
    ['when do I get my money', 'FUNDING'],
    ['When will my funds arrive?', 'FUNDING'],
    ['when is my loan going to fund', 'FUNDING'],
    ['What documents do you still need?', 'DOCUMENTS'],
    ['what else do you need from me', 'DOCUMENTS'],
    ['do I have any open requests', 'DOCUMENTS'],
    ['what documents do I need to upload', 'DOCUMENTS'],
    ['What is my rate?', 'RATE'],
    ["what's my APR", 'RATE'],
    ['what interest rate did I get', 'RATE'],
    ['what rate am I getting', 'RATE'],
    ['¿Cuál es mi próximo paso?', 'NEXT_STEP'],
    ['cual es mi siguiente paso', 'NEXT_STEP'],
    ['¿Cómo va mi solicitud?', 'NEXT_STEP'],
    ['¿En qué etapa estoy?', 'NEXT_STEP'],
    ['¿Qué sigue?', 'NEXT_STEP'],
    ['¿Cuándo recibiré mi dinero?', 'FUNDING'],
    ['cuando me depositan los fondos', 'FUNDING'],
    ['¿Cuándo se financia mi línea?', 'FUNDING'],
    ['¿Qué documentos me faltan por enviar?', 'DOCUMENTS'],
    ['¿Qué documentos necesitan todavía?', 'DOCUMENTS'],
    ['¿Tengo pedidos pendientes?', 'DOCUMENTS'],
    ['¿Cuál es mi tasa?', 'RATE'],
    ['¿Qué tasa me dieron?', 'RATE'],
  ])('"%s" → %s', (question, intent) => {
    expect(recogniseApplicationIntent(question)).toBe(intent);
  });

  it.each([
    'How long does funding take?',
    'what are your current rates',
    'what documents do I need to apply',
    'is the rate fixed or variable',
    'what is a HELOC',
    'how do I cancel my line of credit',
    '¿Cuánto tarda el financiamiento?',
    '¿Cuáles son sus tasas actuales?',
    '¿Qué documentos necesito para solicitar?',
    '¿La tasa es fija o variable?',
    '¿Qué es una HELOC?',
  ])('"%s" is a general question', (question) => {
    expect(recogniseApplicationIntent(question)).toBeUndefined();
  });
});
