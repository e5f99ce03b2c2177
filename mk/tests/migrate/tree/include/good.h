#ifndef GOOD_H
#define GOOD_H
int good_answer(void);
#endif
